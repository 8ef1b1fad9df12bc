import type { FastifyInstance } from 'fastify';

export interface BenchPerson {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  username?: string;
}

/** Signs a new person up and logs them in (sign-up itself signs no one in); answers the user's id and session cookie. */
export async function signUpAndLogIn(app: FastifyInstance, person: BenchPerson): Promise<{ id: string; cookie: string }> {
  const signup = await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: person });
  if (signup.statusCode !== 202) throw new Error(`signup: ${signup.statusCode} ${signup.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: person.email, password: person.password } });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const { user, accessToken } = login.json() as { user: { id: string }; accessToken: string };
  return { id: user.id, cookie: `ovation_session=${accessToken}` };
}
