// A PO catalogue imported by the build (@lingui/vite-plugin compiles it into its messages).
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
