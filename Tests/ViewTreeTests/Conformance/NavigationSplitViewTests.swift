import Testing
import TrackingCore

@testable import ViewTree

/// `NavigationSplitView`, as SwiftUI's: columns side by side driven by the sidebar's
/// selection, collapsing into one column at a time on a narrow screen.
@Suite @MainActor struct NavigationSplitViewTests {
    struct Employee: Identifiable {
        let name: String
        var id: String { name }
    }

    struct Department: Identifiable {
        let name: String
        let employees: [Employee]
        var id: String { name }
    }

    @Trackable final class Model {
        let departments = [
            Department(name: "Sales", employees: [Employee(name: "Ana"), Employee(name: "Bo")]),
            Department(name: "Support", employees: [Employee(name: "Cy")]),
        ]
        var departmentId: Department.ID?
        var employeeId: Employee.ID?

        func department(id: Department.ID?) -> Department? { departments.first { $0.id == id } }
    }

    /// Apple's three-column sample, as written but for a single employee selection (a
    /// `List` selects one row here).
    struct Directory: View {
        @Bindable var model: Model

        var body: some View {
            NavigationSplitView {
                List(model.departments, selection: $model.departmentId) { department in
                    Text(department.name)
                }
            } content: {
                if let department = model.department(id: model.departmentId) {
                    List(department.employees, selection: $model.employeeId) { employee in
                        Text(employee.name)
                    }
                } else {
                    Text("Select a department")
                }
            } detail: {
                Text(model.employeeId.map { "About \($0)" } ?? "Select an employee")
            }
        }
    }

    @Test func threeColumnsFollowTheSelections() {
        let model = Model()
        let host = ViewHost(Directory(model: model), width: 80, height: 4)
        host.renderFrame()
        #expect(
            host.buffer.lines == [
                "Sales               │Select a department       │Select an employee",
                "Support             │                          │",
                "                    │                          │",
                "                    │                          │",
            ], "a quarter, a third, the rest")
        host.send(.tab)
        host.send(.down)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Sales               │Ana                       │Select an employee")
        host.send(.tab)
        host.send(.down)
        host.send(.down)
        host.renderFrame()
        #expect(model.employeeId == "Bo")
        #expect(host.buffer.lines[0].hasSuffix("│About Bo"))
    }

    @Test func aNarrowScreenShowsOneColumnAtATime() {
        let model = Model()
        let host = ViewHost(Directory(model: model), width: 40, height: 4)
        host.renderFrame()
        #expect(host.buffer.lines == ["Sales", "Support", "", ""])
        host.send(.tab)
        host.send(.down)
        #expect(host.send(.enter) == .handled)
        host.renderFrame()
        #expect(host.buffer.lines == ["‹ Esc", "Ana", "Bo", ""])
        host.send(.tab)
        host.send(.down)
        host.send(.enter)
        host.renderFrame()
        #expect(host.buffer.lines == ["‹ Esc", "About Ana", "", ""])
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines == ["‹ Esc", "Ana", "Bo", ""])
        host.send(.escape)
        host.renderFrame()
        #expect(host.buffer.lines[0] == "Sales", "back to the sidebar")
        #expect(host.buffer[0, 0].style.reverse, "its selection kept")
        #expect(host.send(.escape) == .ignored, "nothing before the sidebar")
    }

    @Test func twoColumnsShareTheWidth() {
        let host = ViewHost(
            NavigationSplitView {
                Text("Folders")
            } detail: {
                Text("Notes")
            }, width: 60, height: 1)
        host.renderFrame()
        #expect(host.buffer.lines == ["Folders        │Notes"])
    }
}
