import type { OntologyAction } from '@sciscope/contracts';
import type { MailMessage } from '../mail/mailer';

/*
 * The notice a suggester gets when a moderator rejects their suggestion (README, "Ontology
 * curation"): what they suggested, the moderator's reason as written, and a link to the
 * concept's log (the concept list for a suggested new concept). Plain text only: nothing the
 * users wrote is put into HTML.
 */

function literalLine(literal: { name: string; isAmbiguous: boolean }): string {
  return `"${literal.name}"${literal.isAmbiguous ? ' (ambiguous)' : ''}`;
}

/** One line per action, in plain words. */
export function describeAction(action: OntologyAction): string {
  switch (action.type) {
    case 'add_concept':
      return `create the concept "${action.name}"${action.basic ? ' as a basic concept' : ''}`;
    case 'remove_concept':
      return action.merged_into ? `merge the concept into "${action.merged_into.name}"` : 'delete the concept';
    case 'restore_concept':
      return 'restore the concept';
    case 'modify_concept':
      return action.name
        ? `rename the concept to "${action.name}"${action.basic ? ', basic' : ''}`
        : action.basic
          ? 'mark the concept as basic'
          : 'mark the concept as not basic';
    case 'add_literal':
      return `add the literal ${literalLine(action.literal)}`;
    case 'remove_literal':
      return `remove the literal ${literalLine(action.literal)}`;
    case 'add_concept_to_category':
      return `add the concept to the category "${action.category_name}"`;
    case 'remove_concept_from_category':
      return `remove the concept from the category "${action.category_name}"`;
    case 'add_parent':
      return `add the parent "${action.name}"`;
    case 'remove_parent':
      return `remove the parent "${action.name}"`;
    case 'add_child':
      return `add the child "${action.name}"`;
    case 'remove_child':
      return `remove the child "${action.name}"`;
    case 'add_related':
      return `add the related concept "${action.name}"`;
    case 'remove_related':
      return `remove the related concept "${action.name}"`;
  }
}

export function rejectionMail({
  to,
  conceptName,
  conceptId,
  actions,
  reason,
  moderatorEmail,
  publicUrl,
}: {
  to: string;
  conceptName: string;
  conceptId: number | null;
  actions: readonly OntologyAction[];
  reason: string;
  moderatorEmail: string | null;
  publicUrl: string;
}): MailMessage {
  const link =
    conceptId === null ? `${publicUrl}/ontology/concepts/` : `${publicUrl}/ontology/concept/log/${conceptId}`;
  const lines = [
    'Hello,',
    '',
    `your suggested change to the concept "${conceptName}" was not accepted by the ontology moderators.`,
    '',
    'You suggested to:',
    ...actions.map((action) => `- ${describeAction(action)}`),
    '',
    `The moderator's reason${moderatorEmail ? ` (${moderatorEmail})` : ''}:`,
    ...reason.split(/\r?\n/).map((line) => `> ${line}`),
    '',
    `The concept's modification log: ${link}`,
    '',
    'Thank you for helping to curate the ontology.',
  ];
  return {
    to,
    subject: `Your suggestion for the concept "${conceptName.slice(0, 120)}" was not accepted`,
    text: `${lines.join('\n')}\n`,
  };
}
