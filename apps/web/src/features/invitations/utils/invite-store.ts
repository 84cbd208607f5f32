/** The invite id being accepted (spec 3 section 2.1: "stores the invite id"), for the tab's session. */
export const INVITE_ID_KEY = 'INVITE_ID';

export const storeInviteId = (inviteId: string) => sessionStorage.setItem(INVITE_ID_KEY, inviteId);
export const clearInviteId = () => sessionStorage.removeItem(INVITE_ID_KEY);
export const readInviteId = () => sessionStorage.getItem(INVITE_ID_KEY);
