// Font files are Data modules (wrangler.toml [[rules]]): importing one gives its bytes.
declare module '*.ttf' {
  const bytes: ArrayBuffer;
  export default bytes;
}
