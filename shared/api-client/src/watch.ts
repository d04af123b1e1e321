// Calls of the "watch" domain (spec section 7). Filled in by the API contract issue.
export {};
