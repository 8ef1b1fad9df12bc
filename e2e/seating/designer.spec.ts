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
