/** The console's tests answer the API with desk's fake (`'/api/console/…'` paths). */
export { type Answer, type ApiCall, fakeApi, ok, refused } from '@shop/desk/test-support/fake-api.ts';
