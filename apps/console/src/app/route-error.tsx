import { Button, Result } from 'antd';

/** Shown instead of a page that failed to render, so the operator can reload rather than face a blank window. */
export function RouteError() {
  return (
    <Result
      status="error"
      title="This page could not be shown"
      subTitle="Reload to try again. If it keeps happening, tell the team what you were doing."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
