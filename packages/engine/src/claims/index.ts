// Author claiming: the title-token index and the decisions of the reference matcher, name
// clusters of a claim, and what an e-mail address says about its owner.
export { titleTokens, titleKey, boundedEditDistance, typoAllowance } from './title-tokens';
export * from './title-index';
export * from './reference-match';
export * from './name-clusters';
export * from './email-identity';
