import { afterEach, expect, test, vi } from 'vitest';
import { Activity, useCallback } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useAsync } from './use-async';

afterEach(cleanup);

function Notices({ load }: { load: () => Promise<string> }) {
  const state = useAsync(useCallback(() => load(), [load]));
  if (state.status === 'loading') return <p>loading</p>;
  return <p>{state.status === 'done' ? state.data : 'failed'}</p>;
}

const Tab = ({ shown, load }: { shown: boolean; load: () => Promise<string> }) => (
  <Activity mode={shown ? 'visible' : 'hidden'}>
    <Notices load={load} />
  </Activity>
);

test('a page shown again from behind another tab keeps its answer and does not fetch again', async () => {
  const load = vi.fn().mockResolvedValue('4 notices');
  const view = render(<Tab shown load={load} />);
  expect(await screen.findByText('4 notices')).toBeTruthy();
  view.rerender(<Tab shown={false} load={load} />);
  view.rerender(<Tab shown load={load} />);
  await act(() => Promise.resolve());
  expect(screen.getByText('4 notices')).toBeTruthy();
  expect(load).toHaveBeenCalledOnce();
});

test('a load cut off by hiding the page, or one that failed, runs again when the page is shown', async () => {
  let answer: (text: string) => void = () => {};
  const load = vi
    .fn<() => Promise<string>>()
    .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue('4 notices');
  const view = render(<Tab shown load={load} />);
  view.rerender(<Tab shown={false} load={load} />);
  // The answer to the cut-off load arrives while hidden: dropped.
  await act(async () => answer('stale'));
  view.rerender(<Tab shown load={load} />);
  expect(await screen.findByText('failed')).toBeTruthy();
  view.rerender(<Tab shown={false} load={load} />);
  view.rerender(<Tab shown load={load} />);
  expect(await screen.findByText('4 notices')).toBeTruthy();
  expect(screen.queryByText('stale')).toBeNull();
  expect(load).toHaveBeenCalledTimes(3);
});

test('a new load (another page of a list) reads as loading until it settles', async () => {
  const first = vi.fn().mockResolvedValue('page 1');
  const view = render(<Notices load={first} />);
  expect(await screen.findByText('page 1')).toBeTruthy();
  let answer: (text: string) => void = () => {};
  const second = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
  view.rerender(<Notices load={second} />);
  expect(screen.getByText('loading')).toBeTruthy();
  await act(async () => answer('page 2'));
  expect(screen.getByText('page 2')).toBeTruthy();
});
