/**
 * The `X-Forwarded-For` the API is sent: the chain the request arrived with
 * (from proxies in front of this server), then the address this server saw
 * it come from. The API trusts only this server's hop, so it keys its rate
 * limit on the real client, not on the server every request comes through;
 * a client that forges the start of the chain still shows up by the address
 * this server saw.
 */
export function forwardedFor(incoming: string | string[] | undefined, peer: string | undefined): string | undefined {
  const chain = [incoming]
    .flat()
    .flatMap((value) => (value ?? '').split(','))
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (peer) chain.push(peer);
  return chain.length > 0 ? chain.join(', ') : undefined;
}
