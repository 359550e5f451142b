/*
 * A remark plugin that turns raw HTML in Markdown into plain text, so `<b>` in a policy
 * file shows as `<b>` instead of being interpreted or silently dropped: the operator sees
 * what they wrote, and no markup of theirs reaches the page.
 */

/** The part of an mdast node this plugin reads: `html` nodes carry their source in `value`. */
interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

function htmlToText(node: MarkdownNode): void {
  if (node.type === 'html') node.type = 'text';
  node.children?.forEach(htmlToText);
}

/** The plugin for react-markdown's `remarkPlugins`. */
export function remarkHtmlAsText() {
  return (tree: MarkdownNode) => htmlToText(tree);
}
