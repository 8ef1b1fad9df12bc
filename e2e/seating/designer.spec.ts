import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../axe-test.ts';
import { newPerson, shoot, signUpViaApi } from '../helpers.ts';

/** Where an object is drawn on the screen (its group's box). */
async function boxOf(object: Locator) {
  const box = await object.boundingBox();
  if (!box) throw new Error('the object is not drawn');
  return box;
}

/** Drags from the middle of `object` by (dx, dy) screen pixels, as a mouse does. */
async function drag(page: Page, object: Locator, dx: number, dy: number) {
  const box = await boxOf(object);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

test('an organizer draws a chart with a curved row, a round table and a standing area, gives them categories, undoes and redoes a move, nudges, saves and finds it saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = await signUpViaApi(page, newPerson());

  // Seat charts, from the management navigation: none yet.
  await page.goto(`/manage/${person.username}`);
  await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Seat charts' }).click();
  await expect(page.getByRole('heading', { name: 'Seat charts', level: 1 })).toBeVisible();
  await expect(page.getByText('No seat charts yet')).toBeVisible();
  await shoot(page, 'seat-charts-empty');

  // New chart opens the designer on an empty drawing, which the checks say cannot be sold.
  await page.getByRole('button', { name: 'New chart' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/${person.username}/seating/[0-9a-f-]{36}$`));
  const checks = page.getByRole('region', { name: 'Checks' });
  await expect(checks).toContainText('no seats or standing areas');
  await page.getByRole('textbox', { name: 'Chart name' }).fill('Main hall');

  // A curved row of 12 in the Orchestra section, a round table, a standing area.
  const tools = page.getByRole('toolbar', { name: 'Drawing tools' });
  const properties = page.getByRole('form', { name: 'Properties' });
  await tools.getByRole('button', { name: 'Add curved row' }).click();
  await properties.getByRole('textbox', { name: 'Section' }).fill('Orchestra');
  await properties.getByRole('textbox', { name: 'Seats' }).fill('12');
  const row = page.getByRole('button', { name: 'Row A, 12 seats, Orchestra' });
  await expect(row).toBeVisible();
  await tools.getByRole('button', { name: 'Add round table' }).click();
  const table = page.getByRole('button', { name: 'Table 1, 8 seats' });
  await expect(table).toBeVisible();
  await tools.getByRole('button', { name: 'Add standing area' }).click();
  await properties.getByRole('textbox', { name: 'Area name' }).fill('Floor');
  await properties.getByRole('textbox', { name: 'Capacity' }).fill('150');
  await expect(page.getByRole('button', { name: 'Standing area Floor, 150 places' })).toBeVisible();
  await expect(page.getByTestId('designer-seat-count')).toHaveText('20 seats · 150 standing places');

  // Two categories; the checks now list what has none. Clicking an issue selects its object, which gets one.
  const categories = page.getByRole('region', { name: 'Categories' });
  await categories.getByRole('button', { name: 'Add category' }).click();
  await categories.getByRole('textbox', { name: 'Category 1 name' }).fill('Stalls');
  await categories.getByRole('button', { name: 'Add category' }).click();
  await categories.getByRole('textbox', { name: 'Category 2 name' }).fill('Tables');
  await expect(checks).toContainText('3 problems');
  await checks.getByRole('button', { name: /12 seats of Orchestra, row A have no category/ }).click();
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  await properties.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Stalls' }).click();
  await checks.getByRole('button', { name: /table 1 have no category/ }).click();
  await properties.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Tables' }).click();
  await checks.getByRole('button', { name: /Floor has no category/ }).click();
  await properties.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Stalls' }).click();
  await expect(checks).toContainText('Ready for events');
  // From the top: a scrolled page draws the sticky header over a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'seat-designer');

  // A dragged table goes back with Undo and comes again with Redo (Ctrl+Z, Shift+Ctrl+Z). Selected first, so its
  // box (with the selection frame) is measured alike each time.
  await table.click();
  await expect(table).toHaveAttribute('aria-pressed', 'true');
  const before = await boxOf(table);
  await drag(page, table, 120, 60);
  const moved = await boxOf(table);
  expect(moved.x - before.x).toBeGreaterThan(100);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => (await boxOf(table)).x).toBeCloseTo(before.x, 0);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect.poll(async () => (await boxOf(table)).x).toBeCloseTo(moved.x, 0);

  // The keyboard: Tab-focused object, Shift+arrow moves it 10 units (more on screen when zoomed in, never less than 1).
  await table.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(async () => (await boxOf(table)).y).toBeGreaterThan(moved.y + 1);
  const nudged = await boxOf(table);

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole('link', { name: 'Seat charts' }).last().click();
  const leave = page.getByRole('dialog', { name: 'Leave the designer?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

  // Save; a reload shows the chart as saved.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Chart name' })).toHaveValue('Main hall');
  await expect(page.getByRole('button', { name: 'Row A, 12 seats, Orchestra' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Standing area Floor, 150 places' })).toBeVisible();
  await expect(checks).toContainText('Ready for events');
  const reloaded = await boxOf(table);
  // The view fits the drawing again after a reload: compare the table to the row, not to the screen.
  const rowBox = await boxOf(page.getByRole('button', { name: 'Row A, 12 seats, Orchestra' }));
  expect(reloaded.y - rowBox.y).toBeGreaterThan(0);
  expect(nudged.y).toBeGreaterThan(moved.y);

  // Copy a section (the row selected from the keyboard): its rows come again under 'Orchestra 2'; undoing it makes
  // the page clean again.
  await page.getByRole('button', { name: 'Row A, 12 seats, Orchestra', exact: true }).focus();
  await tools.getByRole('button', { name: 'Copy section' }).click();
  await expect(page.getByRole('button', { name: 'Row A, 12 seats, Orchestra 2', exact: true })).toBeVisible();
  await expect(page.getByTestId('designer-seat-count')).toHaveText('32 seats · 150 standing places');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByRole('button', { name: 'Row A, 12 seats, Orchestra 2', exact: true })).toBeHidden();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible();

  // The list shows the chart with its seats and standing places.
  await page.getByRole('link', { name: 'Seat charts' }).first().click();
  const list = page.getByRole('table', { name: 'Seat charts' });
  const listed = list.getByRole('row').filter({ hasText: 'Main hall' });
  await expect(listed).toContainText('20');
  await expect(listed).toContainText('150');
  await shoot(page, 'seat-charts-list');

  // Copy, then delete one of the two: the confirmation says events keep their own seats.
  await list.getByRole('button', { name: 'Actions for Main hall' }).click();
  await page.getByRole('menuitem', { name: 'Copy' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(list.getByRole('row')).toHaveCount(3);
  await list.getByRole('button', { name: 'Actions for Main hall' }).first().click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this chart?' });
  await expect(confirm).toContainText('keep their own copy of the seats');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('row')).toHaveCount(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the designer stacks its panels under the drawing and never scrolls sideways', async ({ page }) => {
    const person = await signUpViaApi(page, newPerson());
    await page.goto(`/manage/${person.username}/seating`);
    await page.getByRole('button', { name: 'New chart' }).click();
    await page.getByRole('toolbar', { name: 'Drawing tools' }).getByRole('button', { name: 'Add straight row' }).click();
    const row = page.getByRole('button', { name: 'Row A, 10 seats' });
    await expect(row).toBeVisible();
    const canvas = await boxOf(page.getByRole('group', { name: 'Chart drawing' }));
    const properties = await boxOf(page.getByRole('form', { name: 'Properties' }));
    // The drawing takes the width and a good part of the height, the properties come below it.
    expect(canvas.width).toBeGreaterThan(300);
    expect(canvas.height).toBeGreaterThan(740 * 0.5);
    expect(properties.y).toBeGreaterThan(canvas.y + canvas.height);
    // The new row is drawn inside the visible canvas.
    const drawn = await boxOf(row);
    expect(drawn.x).toBeGreaterThanOrEqual(canvas.x);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(canvas.x + canvas.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

/** A new chart with two categories (Stalls first, so new rows take it) and `rows` straight rows, A, B... */
async function chartWithRows(page: Page, rows: number) {
  const person = await signUpViaApi(page, newPerson());
  await page.goto(`/manage/${person.username}/seating`);
  await page.getByRole('button', { name: 'New chart' }).click();
  const categories = page.getByRole('region', { name: 'Categories' });
  await categories.getByRole('button', { name: 'Add category' }).click();
  await categories.getByRole('textbox', { name: 'Category 1 name' }).fill('Stalls');
  await categories.getByRole('button', { name: 'Add category' }).click();
  await categories.getByRole('textbox', { name: 'Category 2 name' }).fill('Box');
  const tools = page.getByRole('toolbar', { name: 'Drawing tools' });
  for (let i = 0; i < rows; i++) await tools.getByRole('button', { name: 'Add straight row' }).click();
  return { tools, properties: page.getByRole('form', { name: 'Properties' }), checks: page.getByRole('region', { name: 'Checks' }) };
}

test('one seat of a row takes another category or becomes a gap, from a click on it or from the seat list, and goes back to the row', async ({
  page,
}) => {
  const { properties, checks } = await chartWithRows(page, 1);
  const row = page.getByRole('button', { name: 'Row A, 10 seats' });
  await expect(checks).toContainText('Ready for events');

  // The row is selected (it was just added): a click on its third seat picks that seat.
  await row.locator('[data-seat-index="2"]').click();
  const seat = properties.getByRole('group', { name: 'Seat 3 of row A' });
  await expect(seat).toBeVisible();
  await seat.getByRole('combobox', { name: 'Category of this seat' }).click();
  await page.getByRole('option', { name: 'Box' }).click();
  await expect(row.locator('[data-seat-index="2"] circle').first()).toHaveAttribute('fill', '#e8590c');
  await expect(page.getByTestId('designer-seat-count')).toHaveText('10 seats');
  await shoot(page, 'seat-designer-one-seat');

  // From the keyboard: the seat list picks the fifth seat, which becomes a gap (the row has 9 seats, numbered on).
  await properties.getByRole('combobox', { name: 'Change one seat' }).click();
  await page.getByRole('option', { name: 'Seat 5', exact: true }).click();
  await properties.getByRole('group', { name: 'Seat 5 of row A' }).getByRole('switch', { name: 'Gap: no seat here' }).click();
  await expect(page.getByRole('button', { name: 'Row A, 9 seats' })).toBeVisible();
  await expect(page.getByTestId('designer-seat-count')).toHaveText('9 seats');
  // The gap is still drawn (hollow) on the selected row, and stays selected to be undone.
  const gap = properties.getByRole('group', { name: 'Gap at position 5 of row A' });
  await expect(gap).toBeVisible();

  // A seat without a category shows in the checks; resetting the seat clears it.
  await properties.getByRole('combobox', { name: 'Change one seat' }).click();
  await page.getByRole('option', { name: 'Seat 1', exact: true }).click();
  await properties.getByRole('group', { name: 'Seat 1 of row A' }).getByRole('combobox', { name: 'Category of this seat' }).click();
  await page.getByRole('option', { name: 'No category' }).click();
  await expect(checks).toContainText('1 seat of row A has no category');
  // The check names the row; clicking it also picks the seat it is about (seat 3 was picked meanwhile).
  await properties.getByRole('combobox', { name: 'Change one seat' }).click();
  await page.getByRole('option', { name: 'Seat 3', exact: true }).click();
  await checks.getByRole('button', { name: /1 seat of row A has no category/ }).click();
  await properties.getByRole('group', { name: 'Seat 1 of row A' }).getByRole('button', { name: 'Reset this seat' }).click();
  await expect(checks).toContainText('Ready for events');

  // A click on the gap drawn on the selected row picks it; Reset fills it again.
  await page.getByRole('button', { name: 'Row A, 9 seats' }).locator('[data-seat-index="4"]').click();
  await properties.getByRole('group', { name: 'Gap at position 5 of row A' }).getByRole('button', { name: 'Reset this seat' }).click();
  await expect(row).toBeVisible();
  await expect(properties.getByRole('group', { name: 'Seat 5 of row A' })).toBeVisible();

  // Delete with a seat picked on the drawing takes that seat out (a gap), not the row; Escape lets go of the seat
  // first, then of the row.
  await row.locator('[data-seat-index="7"]').click();
  await expect(properties.getByRole('group', { name: 'Seat 8 of row A' })).toBeVisible();
  await page.keyboard.press('Delete');
  await expect(page.getByRole('button', { name: 'Row A, 9 seats' })).toHaveAttribute('aria-pressed', 'true');
  await expect(properties.getByRole('group', { name: 'Gap at position 8 of row A' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(row).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(properties.getByRole('group', { name: /of row A$/ })).toBeHidden();
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(row).toHaveAttribute('aria-pressed', 'false');

  // Saved, the overrides come back after a reload.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('All changes saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Row A, 10 seats' }).locator('[data-seat-index="2"] circle').first()).toHaveAttribute(
    'fill',
    '#e8590c',
  );
});

test('several objects: shift-click, marquee and Ctrl+A select them; they move, nudge, take a category, copy and delete together, each one undo step', async ({
  page,
}) => {
  const { tools, properties, checks } = await chartWithRows(page, 3);
  const [a, b, c] = ['A', 'B', 'C'].map((l) => page.getByRole('button', { name: new RegExp(`^Row ${l}, 10 seats`) }));

  // Shift-click adds to the selection.
  await a!.click();
  await b!.click({ modifiers: ['Shift'] });
  await expect(a!).toHaveAttribute('aria-pressed', 'true');
  await expect(b!).toHaveAttribute('aria-pressed', 'true');
  await expect(c!).toHaveAttribute('aria-pressed', 'false');
  await expect(properties).toContainText('2 objects selected');

  // Dragging one moves both; one undo puts both back.
  const beforeB = await boxOf(b!);
  await drag(page, a!, 80, 0);
  await expect.poll(async () => (await boxOf(b!)).x).toBeGreaterThan(beforeB.x + 40);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => (await boxOf(b!)).x).toBeCloseTo(beforeB.x, 0);
  await expect(a!).toHaveAttribute('aria-pressed', 'true');

  // Escape clears; a marquee from empty space around A and B selects exactly them.
  await page.keyboard.press('Escape');
  await expect(a!).toHaveAttribute('aria-pressed', 'false');
  const boxA = await boxOf(a!);
  const boxB = await boxOf(b!);
  await page.mouse.move(boxA.x - 30, boxA.y - 12);
  await page.mouse.down();
  await page.mouse.move(boxB.x + boxB.width + 10, boxB.y + boxB.height + 6, { steps: 6 });
  await page.mouse.up();
  await expect(a!).toHaveAttribute('aria-pressed', 'true');
  await expect(b!).toHaveAttribute('aria-pressed', 'true');
  await expect(c!).toHaveAttribute('aria-pressed', 'false');

  // The middle button pans from anywhere and leaves the selection as it is.
  const beforePan = await boxOf(c!);
  await page.mouse.move(boxA.x + 5, boxA.y + 5);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(boxA.x + 45, boxA.y + 35, { steps: 4 });
  await page.mouse.up({ button: 'middle' });
  await expect.poll(async () => (await boxOf(c!)).x - beforePan.x).toBeCloseTo(40, 0);
  await expect(a!).toHaveAttribute('aria-pressed', 'true');

  // Ctrl+A selects all; arrows nudge all three, and one undo takes the three nudges back.
  await page.keyboard.press('ControlOrMeta+a');
  await expect(c!).toHaveAttribute('aria-pressed', 'true');
  await expect(properties).toContainText('3 objects selected');
  const beforeC = await boxOf(c!);
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(async () => (await boxOf(c!)).x).toBeGreaterThan(beforeC.x + 1);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => (await boxOf(c!)).x).toBeCloseTo(beforeC.x, 0);

  // From the keyboard: Tab moves through a selection of several without losing it, Shift+Enter takes the focused
  // object out or puts it back, Enter selects it alone.
  await b!.focus();
  await expect(properties).toContainText('3 objects selected');
  await page.keyboard.press('Shift+Enter');
  await expect(b!).toHaveAttribute('aria-pressed', 'false');
  await expect(properties).toContainText('2 objects selected');
  await page.keyboard.press('Shift+Enter');
  await expect(properties).toContainText('3 objects selected');
  await page.keyboard.press('Enter');
  await expect(a!).toHaveAttribute('aria-pressed', 'false');
  await expect(b!).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ControlOrMeta+a');

  // One category for all of them, then a copy: rows D, E and F, selected.
  await properties.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Box' }).click();
  await expect(a!.locator('circle').first()).toHaveAttribute('fill', '#e8590c');
  await expect(c!.locator('circle').first()).toHaveAttribute('fill', '#e8590c');
  await tools.getByRole('button', { name: 'Duplicate selected' }).click();
  for (const l of ['D', 'E', 'F']) await expect(page.getByRole('button', { name: `Row ${l}, 10 seats` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('designer-seat-count')).toHaveText('60 seats');
  await expect(checks).toContainText('Ready for events');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'seat-designer-several');

  // Deleting several asks first; cancelled, nothing goes; confirmed, they go in one step that one undo restores.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete 6 objects?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('designer-seat-count')).toHaveText('60 seats');
  await page.keyboard.press('Delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('designer-seat-count')).toHaveText('0 seats');
  await expect(confirm).toBeHidden();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.getByTestId('designer-seat-count')).toHaveText('60 seats');
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  /** Sends touch pointer events to the drawing: each step moves every finger to its next point. */
  async function touch(page: Page, fingers: { x: number; y: number }[][]) {
    const svg = page.getByRole('group', { name: 'Chart drawing' });
    const send = (type: string, id: number, p: { x: number; y: number }) =>
      svg.dispatchEvent(type, { pointerId: 100 + id, pointerType: 'touch', isPrimary: id === 0, clientX: p.x, clientY: p.y, button: 0, buttons: 1 });
    for (const [id, path] of fingers.entries()) await send('pointerdown', id, path[0]!);
    for (let step = 1; step < fingers[0]!.length; step++) for (const [id, path] of fingers.entries()) await send('pointermove', id, path[step]!);
    for (const [id, path] of fingers.entries()) await send('pointerup', id, path.at(-1)!);
  }

  test('two fingers pinch the drawing larger about their middle and pan it', async ({ page }) => {
    await chartWithRows(page, 1);
    const row = page.getByRole('button', { name: 'Row A, 10 seats' });
    const canvas = await boxOf(page.getByRole('group', { name: 'Chart drawing' }));
    const before = await boxOf(row);
    const cx = canvas.x + canvas.width / 2;
    const cy = canvas.y + canvas.height / 2;

    // Fingers 40 px apart spread to 80 px about the middle: the row is drawn twice as wide.
    await touch(page, [
      [
        { x: cx - 20, y: cy },
        { x: cx - 30, y: cy },
        { x: cx - 40, y: cy },
      ],
      [
        { x: cx + 20, y: cy },
        { x: cx + 30, y: cy },
        { x: cx + 40, y: cy },
      ],
    ]);
    await expect.poll(async () => (await boxOf(row)).width / before.width).toBeCloseTo(2, 1);
    const zoomed = await boxOf(row);

    // Both fingers down 60 px: the drawing follows, same size.
    await touch(page, [
      [
        { x: cx - 40, y: cy },
        { x: cx - 40, y: cy + 30 },
        { x: cx - 40, y: cy + 60 },
      ],
      [
        { x: cx + 40, y: cy },
        { x: cx + 40, y: cy + 30 },
        { x: cx + 40, y: cy + 60 },
      ],
    ]);
    await expect.poll(async () => (await boxOf(row)).y - zoomed.y).toBeCloseTo(60, 0);
    expect((await boxOf(row)).width).toBeCloseTo(zoomed.width, 0);
    // Two fingers select and move nothing; a one-finger tap on empty space lets go of the selection, as a click does.
    await expect(page.getByTestId('designer-seat-count')).toHaveText('10 seats');
    await expect(row).toHaveAttribute('aria-pressed', 'true');
    await touch(page, [
      [
        { x: canvas.x + 10, y: canvas.y + 10 },
        { x: canvas.x + 12, y: canvas.y + 11 },
      ],
    ]);
    await expect(row).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
