// The body cipher of the request client (docs/contract.md "Encryption"): encrypting a request's
// fields and decrypting an answer (only bodies are encrypted, and only their answers: a GET needs
// none of it). A chunk of its own, which client.ts asks for after the page's load: the AES library
// builds its tables when it is evaluated (some 13 ms on a slow phone, the largest part of the
// entry's evaluation), which the entry's one long task no longer carries (docs/performance.md,
// thirteenth round (j)).

export { decode } from '@freight/contract/cipher';
export { buildRequestBody } from '@freight/contract/form';
