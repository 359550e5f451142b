import markdown from './settings-help.md?raw';

/**
 * The users' help on the referee-finder settings (/referee-finder/settings-help): what each
 * setting does, named as the settings panel names it. The developers' reference, with field
 * names and calls, is docs/referee-finder-settings.md; this text stays free of both.
 */
export const SETTINGS_HELP_MARKDOWN: string = markdown;
