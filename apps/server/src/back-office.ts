import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Auth } from './modules/auth/auth.js';
import type { Purchases } from './modules/payments/purchases.service.js';
import type { Storage } from './modules/storage/storage.js';

/** What the back office's and the account self-service's route plugins are given. */
export interface BackOfficeDeps {
  db: Database;
  storage: Storage;
  config: Config;
  auth: Auth;
  purchases: Purchases;
  /** Call after queueing e-mails, so the mail job sends them now. */
  onMailQueued: () => Promise<void>;
}
