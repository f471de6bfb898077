// How each subject is drawn in every chart: a colour from the Okabe–Ito palette (told apart with the common
// colour-vision deficiencies), a marker shape and a dash, so no chart relies on colour alone. Pure.
import SceneRig

/// The look of one subject (a pattern or the floor), the same in every chart and format.
struct ChartStyle: Sendable, Equatable {
    /// The fill and stroke colour, `#RRGGBB`.
    var colour: String
    /// The marker drawn at each point of a line.
    var marker: Marker
    /// The line's `stroke-dasharray`, empty for a solid line.
    var dash: String

    /// Marker shapes, distinct in outline so they read in grey print.
    enum Marker: Sendable, Equatable { case circle, square, triangle, diamond, invertedTriangle, hexagon, pentagon, star, cross }
}

/// The palette: Okabe & Ito's colour-blind-safe set (without its yellow, too pale on white), then Paul Tol's wine, one
/// per pattern, the floor in neutral grey as the reference.
enum ChartPalette {
    /// Text, axes and the floor's reference line.
    static let ink = "#222222", grid = "#dddddd", muted = "#666666"

    /// The style of `subject`: eight patterns each have their own colour and marker; beyond them, styles repeat.
    static func style(of subject: SceneSubject) -> ChartStyle {
        switch subject {
        case .floor: return ChartStyle(colour: "#7a7a7a", marker: .cross, dash: "6 3")
        case .pattern(let pattern):
            let index = Pattern.allCases.firstIndex(of: pattern) ?? 0
            return patternStyles[index % patternStyles.count]
        }
    }

    private static let patternStyles: [ChartStyle] = [
        ChartStyle(colour: "#0072B2", marker: .circle, dash: ""),       // blue
        ChartStyle(colour: "#E69F00", marker: .square, dash: ""),       // orange
        ChartStyle(colour: "#009E73", marker: .triangle, dash: ""),     // bluish green
        ChartStyle(colour: "#CC79A7", marker: .diamond, dash: ""),      // reddish purple
        ChartStyle(colour: "#D55E00", marker: .invertedTriangle, dash: "2 2"),  // vermillion
        ChartStyle(colour: "#56B4E9", marker: .hexagon, dash: "2 2"),   // sky blue
        ChartStyle(colour: "#000000", marker: .pentagon, dash: "4 2 1 2"),  // black
        ChartStyle(colour: "#882255", marker: .star, dash: "1 2"),      // wine (Paul Tol's: Okabe & Ito's set is used up)
    ]
}
