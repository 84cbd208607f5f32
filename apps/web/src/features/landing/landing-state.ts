/** What the landing page is told about the visit that led there (router state). */
export interface LandingState {
  /** An unknown address outside /home/ (spec 1 section 2.1 sends it here). */
  unknownPath?: string;
}
