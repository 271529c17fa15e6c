import type { FastifyInstance } from 'fastify';

const PASSWORD = 'correct horse battery';

/**
 * Signs a family up through the real API (the parent `username` and its primary child
 * `${username}_kid`) and logs one of them in: the parent, or the child when `as` is 'child'
 * (a child logs in with its username and the parent's password).
 */
export async function benchFamily(
  app: FastifyInstance,
  username: string,
  as: 'parent' | 'child' = 'parent',
) {
  const email = `${username}@bench.test`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { username, email, password: PASSWORD, confirmPassword: PASSWORD, birth_year: 1990 },
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: as === 'parent' ? email : `${username}_kid`, password: PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  const { token } = login.json<{ token: string }>();
  return { token, auth: { authorization: `Bearer ${token}` } };
}
