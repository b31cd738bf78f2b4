/** A customer made through the public API: signed up, and given `games` credits through test-mode checkout. */
export async function signUpWithGames(baseUrl: string, email: string, games: number): Promise<{ cookie: string }> {
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Sam Coach', email, password: 'a long enough password' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (games > 0) {
    const checkout = await fetch(`${baseUrl}/api/checkout/sessions`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ packageType: 'single', quantity: games }),
    });
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    const paid = await fetch(`${baseUrl}/api/checkout/test-sessions/${sessionId}/pay`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl },
    });
    if (paid.status !== 200) throw new Error(`test-mode payment failed: ${paid.status}`);
  }
  return { cookie };
}
