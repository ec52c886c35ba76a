// The mail samples of the inbound tests (worker/test/fixtures/mail), imported as text through Vite's `?raw`.
declare module '*.eml?raw' {
  const raw: string;
  export default raw;
}
