import type { VoteType } from '@sciscope/contracts';

const STAR = '12 3 14.8 8.8 21 9.6 16.5 14 17.6 20.2 12 17.3 6.4 20.2 7.5 14 3 9.6 9.2 8.8';

/**
 * The vote buttons' icons, drawn as SVG: text glyphs such as the eye (U+1F441) need an emoji
 * font and show as an empty box without one. Decorative: the button carries the label.
 */
export function VoteIcon({ type, size = 16 }: { type: VoteType; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-vote-icon={type}
    >
      {type === 'short_list' && <polygon points={STAR} fill="currentColor" />}
      {type === 'long_list' && <polygon points={STAR} />}
      {type === 'seen' && (
        <>
          <path d="M2 12c2.4-4.7 5.7-7 10-7s7.6 2.3 10 7c-2.4 4.7-5.7 7-10 7s-7.6-2.3-10-7z" />
          <circle cx={12} cy={12} r={3} />
        </>
      )}
      {type === 'reject' && <path d="M6 6l12 12M18 6L6 18" />}
    </svg>
  );
}
