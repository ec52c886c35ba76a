// The MIME parser of inbound mail, the entry of the lazily loaded module worker/lazy/mime-parser.js
// (worker/cli/build-lazy.ts): postal-mime is a fifth of the Worker's code and only the email() handler uses it,
// so requests never load it (worker/mime-parser-module.ts).
export { default as PostalMime } from 'postal-mime';
