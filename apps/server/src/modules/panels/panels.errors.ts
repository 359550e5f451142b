import { AppError, commonErrors } from '../../app/errors';

export const panelsErrors = {
  /** Also the answer for a panel of an organization the caller is not in. */
  panelNotFound: () => commonErrors.notFound('Panel'),
  subpanelNotFound: () => commonErrors.notFound('Subpanel'),
  compositionNotFound: () => commonErrors.notFound('Composition'),
  baseComposition: () => new AppError({ code: 'panels.base_composition' }),
  notComputed: () => new AppError({ code: 'panels.not_computed' }),
  computationRunning: () => new AppError({ code: 'panels.computation_running' }),
  subpanelExists: () =>
    new AppError({
      code: 'panels.subpanel_exists',
      details: { fields: { code: 'A subpanel with this code already exists.' } },
    }),
  infeasible: (message: string, details: unknown) =>
    new AppError({ code: 'panels.assignment_infeasible', message, details }),
};
