/** The authorization server's issuer and the two resources it grants tokens for, all under the service's public URL. */
export function oauthAddresses(publicUrl: string) {
  return { issuer: `${publicUrl}/oauth`, resources: { api: `${publicUrl}/api/v1`, mcp: `${publicUrl}/mcp` } };
}
