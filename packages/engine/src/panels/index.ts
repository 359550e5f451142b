// Public surface of the panel composer's engine: affinity, subpanel aggregation, coverage, assignment.
export { MinCostFlow } from './min-cost-flow';
export { AFFINITY_SCALE, solveAssignment } from './assignment';
export type { AssignmentInput, AssignmentResult, BindingConstraint } from './assignment';
export { panelAffinity } from './panel-affinity';
export type {
  DensePanelAffinityInput,
  PanelAffinity,
  PanelAffinityInput,
  PeopleArticles,
  ScoredPanelAffinityInput,
} from './panel-affinity';
export {
  TOP_SUBPANELS,
  TOP_SUBPANEL_SHARE,
  balancedPositions,
  orderBySubpanels,
  panelScore,
  positionsOf,
  subpanelMeans,
  topSubpanels,
} from './subpanel-scores';
export { subpanelCoverage } from './coverage';
export type { SubpanelConcepts, SubpanelCoverage } from './coverage';
