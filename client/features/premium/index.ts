// The premium feature's published entry: the plan status other features gate on.
export { useRefreshSubscription, useSubscriptionStatus } from './hooks';
