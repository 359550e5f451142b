// The jobs board: applicants ranked for a vacancy, suggested hiring topics.
export * from './applicant-ranking';
export * from './hiring-topics';
