import { sharedSeasonDownloads, type SeasonView as SeasonViewData } from '../../features/season/season-api';
import { SeasonView } from '../../features/season/season-view';

/** A shared season's figures: their own chunk, so a shared game does not download the season's code. */
export default function SharedSeason({ view, token }: { view: SeasonViewData; token: string }) {
  return <SeasonView view={view} downloads={sharedSeasonDownloads(token)} />;
}
