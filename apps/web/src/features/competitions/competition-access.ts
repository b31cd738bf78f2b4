import type { OrganizationKind } from '@courtside/domain';
import type { ActiveOrganization } from '../auth/auth-api';
import { can } from '../../lib/organization-role';
import type { Competition } from './competitions-api';

/** What the competitions' pages offer whom. The server checks every request itself (403 `not_a_league`, 404). */

/** The kinds of organization that run competitions. */
const RUNNING_KINDS: readonly OrganizationKind[] = ['league', 'club'];

/** Whether the active organization starts competitions: a league or club, for its owners and managers. */
export function mayCreateCompetitions(organization: ActiveOrganization | null | undefined): boolean {
  return Boolean(organization && RUNNING_KINDS.includes(organization.kind) && can(organization.role, 'competitions'));
}

/** Whether the viewer runs this competition (its teams, fixtures, results and settings), rather than reads it. */
export function mayRunCompetition(
  competition: Pick<Competition, 'access'>,
  organization: ActiveOrganization | null | undefined,
): boolean {
  return competition.access === 'league' && Boolean(organization && can(organization.role, 'competitions'));
}

/** Whether the active organization claims a league's team with a code: a club's owners and managers. */
export function mayClaimTeams(organization: ActiveOrganization | null | undefined): boolean {
  return organization?.kind === 'club' && can(organization.role, 'competitions');
}
