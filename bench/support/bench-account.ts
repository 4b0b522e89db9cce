/** A company admin signed up on a bench's own server (ALLOW_SIGNUP=true), with one project. */
export async function benchAccount(base: string) {
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-pass', firstName: 'Bench', lastName: 'Mark', companyName: 'Bench Co' }),
  });
  const cookie = register.headers.getSetCookie()[0]!.split(';')[0]!;
  const json = { 'content-type': 'application/json', cookie };
  const project = (await (await fetch(`${base}/api/projects`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Bench' }) })).json()) as {
    id: string;
  };
  return { cookie, json, project };
}
