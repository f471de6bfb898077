// View: the shared draft row rendering the presenter's display model. References nothing.
import ProfileKit

extension DraftRowCell {
    func configure(with draft: DraftDisplayModel) {
        display(title: draft.title, edited: draft.edited)
    }
}
