// What a remote entry bundles instead of the federation error codes' texts (build/plugins/federation-esm.ts says why):
// the same four maps, empty.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
