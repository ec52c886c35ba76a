// The name of a catalogue chunk (web/scripts/catalogue-chunks.ts): the file name of the module it belongs to, a
// page's ("src/features/home/components/home-page.tsx" is "home-page") or a lazily loaded part's. The build
// names the chunks by it and the app asks for them by it, so both read it from here.
export const SHELL_CHUNK = 'shell';

export const catalogueChunkName = (module: string) => module.replace(/^.*[\\/]/, '').replace(/\.tsx?$/, '');
