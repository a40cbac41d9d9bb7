// The clips and love slices (thunks and reducers) load with a member's first state check or with a
// press, not with the page: an anonymous visitor's page only shows the buttons, and her press only
// opens the login prompt. Until a slice has joined the store its state is absent (read it with `?.`).

export const clipsSlice = () => import('../../store/slices/clips');
export const loveSlice = () => import('../../store/slices/love');
