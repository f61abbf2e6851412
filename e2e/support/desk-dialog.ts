import type { Page } from 'playwright-core';

/** The last API answers a page received, for a failure message: what the server said when a step did not happen. */
export function recordApiAnswers(page: Page, keep = 12): () => string {
  const answers: string[] = [];
  const remember = (entry: string) => {
    answers.push(entry);
    if (answers.length > keep) answers.shift();
  };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const line = `${response.request().method()} ${url.pathname} → ${response.status()}`;
    void response
      .text()
      .then((body) => `${line} ${body.slice(0, 200)}`)
      .catch(() => line)
      .then(remember);
  });
  page.on('pageerror', (error) => remember(`page error: ${error.message}`));
  return () => answers.join('\n');
}

/**
 * Presses a modal's button and waits for the modal to close, which the desk apps do only once the server has done
 * the action. If it stays open, the failure says what the modal and the server said instead of only "timeout".
 */
export async function submitDialog(page: Page, button: string, answers: () => string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button }).click();
  try {
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
  } catch (error) {
    const text = await dialog.innerText({ timeout: 1_000 }).catch(() => '(no dialog text)');
    throw new Error(`the "${button}" dialog stayed open.\nIt shows:\n${text}\nLast API answers:\n${answers()}`, {
      cause: error,
    });
  }
}
