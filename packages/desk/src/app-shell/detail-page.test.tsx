import { queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailPage } from './detail-page.tsx';
import { renderDesk } from './test-render.tsx';

const recordQuery = (id: number) =>
  queryOptions({
    queryKey: ['record', id],
    queryFn: async () => {
      if (id === 404) throw new Error('Cannot read record 404');
      return { id, name: `Record ${id}` };
    },
  });

function renderAt(path: string, history: string[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/records', element: <p>The list</p> },
      {
        path: '/records/:id',
        element: (
          <DetailPage query={recordQuery} listPath="/records" backLabel="Back" notFound="No such record">
            {(data, back) => (
              <>
                <h1>{data.name}</h1>
                {back}
              </>
            )}
          </DetailPage>
        ),
      },
    ],
    { initialEntries: [...history, path], initialIndex: history.length },
  );
  renderDesk(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('DetailPage', () => {
  it('shows the record of the route id with its Back button', async () => {
    renderAt('/records/7');
    expect(await screen.findByRole('heading', { name: 'Record 7' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('says so when the id is not a record id, and Back opens the plain list when nothing is behind', async () => {
    renderAt('/records/abc');
    expect(await screen.findByText('No such record')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('The list')).toBeTruthy();
  });

  it('shows the error of a record it cannot read', async () => {
    renderAt('/records/404');
    expect(await screen.findByText('Cannot read record 404')).toBeTruthy();
  });

  it('goes back through history when it came from the list', async () => {
    renderAt('/records/7', ['/records']);
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('The list')).toBeTruthy();
  });
});
