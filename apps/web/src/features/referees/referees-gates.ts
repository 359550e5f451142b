import type { CurrentUser } from '@sciscope/contracts';
import { hasQuota } from '../auth/user-access';

/** The quota-gated parts of the settings panel (spec 03 sections 5 and 6). */
export interface SettingsGates {
  /** Contribution filters and the own-works column. */
  authorPositions: boolean;
  /** JIF filters. */
  jif: boolean;
  /** The gender filter and column. */
  gender: boolean;
  /** Authors-group filters. */
  authorsGroup: boolean;
}

/** What the user's quotas show. */
export function settingsGatesOf(user: CurrentUser): SettingsGates {
  return {
    authorPositions: hasQuota(user, 'author_positions'),
    jif: hasQuota(user, 'journals_impact_factor'),
    gender: hasQuota(user, 'gender_info'),
    authorsGroup: hasQuota(user, 'authors_group'),
  };
}
