import { NOT_FOUND_TEXTS } from './texts.ts';

/** A small inline illustration for not-found pages: a ticket stub with a question mark. */
export function NotFoundIllustration({ size = 180 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 3) / 4} viewBox="0 0 240 180" role="img" aria-label={NOT_FOUND_TEXTS.illustration}>
      <ellipse cx="120" cy="162" rx="84" ry="10" fill="var(--mantine-color-gray-2)" />
      <g transform="rotate(-8 120 90)">
        <path
          d="M40 40h160a8 8 0 0 1 8 8v24a18 18 0 0 0 0 36v24a8 8 0 0 1-8 8H40a8 8 0 0 1-8-8v-24a18 18 0 0 0 0-36V48a8 8 0 0 1 8-8z"
          fill="var(--mantine-color-violet-1)"
          stroke="var(--mantine-color-violet-6)"
          strokeWidth="4"
        />
        <line x1="156" y1="48" x2="156" y2="132" stroke="var(--mantine-color-violet-4)" strokeWidth="3" strokeDasharray="6 6" />
        <text
          x="96"
          y="112"
          textAnchor="middle"
          fontSize="64"
          fontWeight="800"
          fontFamily="system-ui, sans-serif"
          fill="var(--mantine-color-violet-7)"
        >
          ?
        </text>
        <circle cx="182" cy="90" r="6" fill="var(--mantine-color-violet-5)" />
      </g>
    </svg>
  );
}
