/** The literal team parameter of the user's own team list: /teams/myTeam never redirects (spec 3 section 2.1). */
export const MY_TEAM = 'myTeam';
