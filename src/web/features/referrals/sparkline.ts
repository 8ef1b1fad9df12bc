/**
 * The Trend column's chart: the referral's earnings added up day by day (the dates map), as the points of a polyline
 * in a width × height box, x by date and y by the running total (a flat line at the bottom for a single day).
 */
export function sparklinePoints(dates: Record<string, number>, width: number, height: number, pad = 2): string {
  const days = Object.keys(dates).sort();
  if (!days.length) return '';
  const dayOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
  const first = dayOf(days[0]!);
  const span = Math.max(dayOf(days.at(-1)!) - first, 1);
  let total = 0;
  const totals = days.map((day) => (total += dates[day]!));
  const top = Math.max(total, 1);
  const round = (n: number) => Math.round(n * 10) / 10;
  const points = days.map((day, i) => {
    const x = pad + ((dayOf(day) - first) / span) * (width - 2 * pad);
    const y = height - pad - (totals[i]! / top) * (height - 2 * pad);
    return `${round(x)},${round(y)}`;
  });
  // One day: a line across, so the cell shows a mark rather than a dot.
  return points.length === 1 ? `${pad},${points[0]!.split(',')[1]} ${width - pad},${points[0]!.split(',')[1]}` : points.join(' ');
}
