// The scaling page draws a chart only once its figure nears the viewport. For a test or a
// screenshot that needs every chart: scroll to each figure and wait until it has been near (a
// figure scrolled past too fast would never be), then go back to the top.
/** @param {import('@playwright/test').Page} page */
export async function drawCharts(page) {
  const figures = page.locator('.chart-figure');
  for (let i = 0, n = await figures.count(); i < n; i++) {
    // A plain scroll, not scrollIntoViewIfNeeded(): that waits for the figure to stop moving,
    // and on a loaded machine it once waited out a 5-minute test while charts above it drew.
    await figures.nth(i).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const plot = figures.nth(i).locator('.chart-plot[data-near="true"]');
    await plot.waitFor();
    // Near means "may draw": wait for the lazy chart itself, unless the figure has nothing to draw.
    if ((await plot.getAttribute('data-has-chart')) === 'true') await plot.locator('.series-chart').first().waitFor();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
