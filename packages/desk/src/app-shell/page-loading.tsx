import { Flex, Spin } from 'antd';

/**
 * Shown while a page's code is on its way (each page is a chunk of its own, fetched when its route is first opened).
 * The spinner waits a moment before it shows, so a page that arrives quickly replaces nothing with a flicker.
 */
export function PageLoading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin delay={300} />
    </Flex>
  );
}
