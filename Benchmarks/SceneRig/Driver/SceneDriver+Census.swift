// The census of the scene a driver shows: every object its window reaches, the mock API left out. Holds each weakly.
import LeakProbe

extension SceneDriver {
    /// Every object the scene's window reaches, held weakly (the API, which outlives any scene, left out): what the
    /// leak check reads again after teardown, and what the screen-lifetime check compares before and after a screen.
    ///
    /// The window itself is in it and stays alive while the driver does.
    public func census() -> ObjectCensus {
        LeakProbe.census(roots: [window], excluding: [api])
    }
}
