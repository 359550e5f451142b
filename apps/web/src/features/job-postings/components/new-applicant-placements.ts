import type { HiringTopic } from '@sciscope/contracts';

/** The editor's board: topics and the applicants in none. */
export interface TopicsState {
  topics: HiringTopic[];
  unclassified: number[];
}

/**
 * The suggestion for applicants who came after the topics were saved
 * (`suggest-topics-for-new-applicants`): which saved topic each of them would join, by the
 * topic's id. Applicants the server left unclassified have no placement.
 */
export function newApplicantPlacements(
  topics: readonly HiringTopic[],
  suggestedApplicantsIds: readonly number[],
): Map<number, number> {
  const suggested = new Set(suggestedApplicantsIds);
  const placements = new Map<number, number>();
  for (const topic of topics) {
    if (topic.id === undefined) continue;
    for (const id of topic.applicantsIds) if (suggested.has(id)) placements.set(id, topic.id);
  }
  return placements;
}

/** The placements still to apply: the applicant is unclassified and its topic is on the board. */
export function pendingPlacements(state: TopicsState, placements: ReadonlyMap<number, number>): number[] {
  const topicIds = new Set(state.topics.map((t) => t.id));
  return state.unclassified.filter((id) => {
    const topicId = placements.get(id);
    return topicId !== undefined && topicIds.has(topicId);
  });
}

/**
 * Spec 04, hiring topics editor: "Add new applicants to existing topics, using suggestions for
 * new applicants". Each pending applicant leaves the unclassified list for its suggested
 * topic; applicants the user already moved, and topics removed since, are left as they are.
 */
export function placeNewApplicants(state: TopicsState, placements: ReadonlyMap<number, number>): TopicsState {
  const pending = new Set(pendingPlacements(state, placements));
  if (pending.size === 0) return state;
  return {
    topics: state.topics.map((topic) => {
      const joining = [...pending].filter((id) => placements.get(id) === topic.id);
      return joining.length === 0 ? topic : { ...topic, applicantsIds: [...topic.applicantsIds, ...joining] };
    }),
    unclassified: state.unclassified.filter((id) => !pending.has(id)),
  };
}
