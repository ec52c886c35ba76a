// A PO catalogue imported by the build (@lingui/vite-plugin compiles it into its messages).
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}

// The catalogue's chunks (web/scripts/catalogue-chunks.ts): each language's shell chunk, which holds the loaders
// of that language's page and part chunks (named for the module, "home-page", "report-thank-you").
declare module 'virtual:catalogue-chunks' {
  type Messages = import('@lingui/core').Messages;
  interface ShellChunk {
    messages: Messages;
    CHUNKS: Record<string, (() => Promise<{ messages: Messages }>) | undefined>;
  }
  export const SHELL_CHUNKS: Record<import('@contracts/languages').Language, () => Promise<ShellChunk>>;
  /** The chunks whose modules show contract texts as soon as they render: the server catalogue loads with them. */
  export const SERVER_TEXT_CHUNKS: ReadonlySet<string>;
}
