/**
 * `npm run user:role -- <email> <role>`: grants a role (customer, analyst, admin) to an existing user.
 * Works against DATABASE_URL, or the embedded Postgres under DATA_DIR (joined if a server runs).
 */
import pino from 'pino';
import { loadConfig } from '../config.js';
import { ROLES, type Role } from '../db/schema.js';
import { startInfrastructure } from '../infrastructure.js';
import { setUserRole } from '../modules/auth/auth.service.js';

const [email, role] = process.argv.slice(2);
if (!email || !role || !(ROLES as readonly string[]).includes(role)) {
  console.error(`usage: npm run user:role -- <email> <${ROLES.join('|')}>`);
  process.exit(2);
}
const config = loadConfig();
const infrastructure = await startInfrastructure(config, pino({ level: 'warn' }));
const found = await setUserRole(infrastructure.db, email, role as Role);
await infrastructure.stop();
if (!found) {
  console.error(`No user has the e-mail ${email}.`);
  process.exit(1);
}
console.log(`${email} is now ${role === 'customer' ? 'a' : 'an'} ${role}.`);
