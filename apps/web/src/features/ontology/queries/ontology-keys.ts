/** TanStack Query keys of the ontology pages. */
export const ontologyKeys = {
  all: ['ontology'] as const,
  concept: (id: number) => [...ontologyKeys.all, 'concept', id] as const,
  concepts: (query: string, offset: number) => [...ontologyKeys.all, 'concepts', query, offset] as const,
  conceptLog: (id: number) => [...ontologyKeys.all, 'concept-log', id] as const,
  log: (email: string, offset: number) => [...ontologyKeys.all, 'log', email, offset] as const,
  impact: (logId: number) => [...ontologyKeys.all, 'impact', logId] as const,
  suggestions: (query: string) => [...ontologyKeys.all, 'suggestions', query] as const,
  recommended: (id: number) => [...ontologyKeys.all, 'recommended', id] as const,
  categories: () => [...ontologyKeys.all, 'categories'] as const,
  curation: (kind: string, offset: number) => [...ontologyKeys.all, 'curation', kind, offset] as const,
  evidence: (kind: string, id: number) => [...ontologyKeys.all, 'evidence', kind, id] as const,
  rescanQueue: () => [...ontologyKeys.all, 'rescan-queue'] as const,
};
