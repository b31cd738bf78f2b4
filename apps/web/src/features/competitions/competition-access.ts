import type { OrganizationKind } from '@courtside/domain';
import type { ActiveOrganization } from '../auth/auth-api';
import { can } from '../../lib/organization-role';
import type { Competition, Fixture } from './competitions-api';

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

/**
 * Which fixtures the viewer may name a game of their organization for, as the server allows it: the league's owners
 * and managers any fixture; a claiming club's owners, managers and coaches (those who upload its games) those of
 * its claimed teams. Only a fixture with no game named yet offers it (the server refuses a second one, 409).
 */
export function gameNamer(
  competition: Pick<Competition, 'access' | 'claimedTeamIds'>,
  organization: ActiveOrganization | null | undefined,
): (fixture: Pick<Fixture, 'homeTeamId' | 'awayTeamId' | 'gameId'>) => boolean {
  const league = mayRunCompetition(competition, organization);
  const club = competition.access === 'club' && Boolean(organization && can(organization.role, 'upload'));
  return (fixture) =>
    fixture.gameId === null &&
    (league ||
      (club &&
        (competition.claimedTeamIds.includes(fixture.homeTeamId) || competition.claimedTeamIds.includes(fixture.awayTeamId))));
}
